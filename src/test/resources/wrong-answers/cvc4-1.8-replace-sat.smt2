; CVC4 1.8 answers sat with x = y = "AB", which makes the assertion false; z3 and cvc5 answer unsat.
; Reported as cvc5 issue 5915 (a CVC4 model bug on str.replace).
(set-logic QF_S)
(set-info :status unsat)
(declare-fun x () String)
(declare-fun y () String)
(assert (= (str.replace (str.replace x "B" (str.++ "B" "B")) "B" (str.++ y "B")) (str.++ y "B")))
(check-sat)
