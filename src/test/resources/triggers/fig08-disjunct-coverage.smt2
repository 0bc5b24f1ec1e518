; Fig. 8: only the second disjunct of F1 gives a model from which f(0) follows: the
; instantiations of Alg. 1 cover every disjunct.
; expected-trigger: (f 0)
(set-logic UFLIA)
(declare-fun f (Int) Int)
(assert (forall ((x0 Int)) (! (or (not (> x0 (- 1))) (> (f x0) 7)) :pattern ((f x0)))))
(assert (forall ((x1 Int)) (! (or (not (< x1 1)) (= (f x1) 6)) :pattern ((f x1)))))
(check-sat)
