; https://github.com/cvc5/cvc5/issues/6776
; correct status: sat; fails on: cvc4 (wrong-status)
(assert (str.in_re "A" (ite (= (div 0 0) 0) (str.to_re "A") (str.to_re "B"))))
(set-info :status sat)
(check-sat)
