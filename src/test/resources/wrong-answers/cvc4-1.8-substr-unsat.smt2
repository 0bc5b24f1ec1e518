; CVC4 1.8 answers unsat; a = 0 (or any a <= 0) satisfies it: (str.substr "A" 0 a) is "".
; Reported as cvc5 issue 6834 (fixed after CVC4 1.8).
(set-logic QF_SLIA)
(set-info :status sat)
(declare-fun a () Int)
(assert (= (str.++ (str.substr "A" 0 a) "B" (str.substr "A" 0 a)) "B"))
(check-sat)
