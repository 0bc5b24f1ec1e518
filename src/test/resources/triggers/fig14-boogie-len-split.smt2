; Fig. 14: the example of Fig. 1 in the paper's input format (axiom split into three formulas,
; implications as disjunctions, the assertion negated).
; expected-trigger: (len (nxt 7))
(set-logic UFLIA)
(declare-fun len (Int) Int)
(declare-fun nxt (Int) Int)
(assert (forall ((x0 Int)) (! (> (len x0) 0) :pattern ((len (nxt x0))))))
(assert (forall ((x1 Int)) (! (or (= (nxt x1) x1) (= (len x1) (+ (len (nxt x1)) 1))) :pattern ((len (nxt x1))))))
(assert (forall ((x2 Int)) (! (or (not (= (nxt x2) x2)) (= (len x2) 1)) :pattern ((len (nxt x2))))))
(assert (<= (len 7) 0))
(check-sat)
