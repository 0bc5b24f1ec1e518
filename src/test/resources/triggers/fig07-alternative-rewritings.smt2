; Fig. 7: three axioms fix f to 6, 7 and 8; clusters with alternative rewritings (x0 = x1 or
; x0 = x2) give the term f(0).
; expected-trigger: (f 0)
(set-logic UFLIA)
(declare-fun f (Int) Int)
(assert (forall ((x0 Int)) (! (= (f x0) 6) :pattern ((f x0)))))
(assert (forall ((x1 Int)) (! (= (f x1) 7) :pattern ((f x1)))))
(assert (forall ((x2 Int)) (! (= (f x2) 8) :pattern ((f x2)))))
(check-sat)
