; https://github.com/cvc5/cvc5/issues/6603
; correct status: unsat; fails on: cvc4 (wrong-status)
(declare-datatypes ((E 0)) (((c (a Bool)))))
(assert (forall ((v E)) (and (a v))))
(set-info :status unsat)
(check-sat)
