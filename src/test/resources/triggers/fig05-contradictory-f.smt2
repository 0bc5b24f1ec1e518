; Fig. 5: F0 and F1 set contradictory constraints on f; the term f(g(7)) needs theory reasoning
; and unification (x0 = g(x1)). The other axioms stand for the larger axiomatization.
; expected-trigger: (f (g 7))
(set-logic UFLIA)
(declare-fun f (Int) Int)
(declare-fun g (Int) Int)
(declare-fun h (Int) Int)
(declare-fun k (Int Int) Int)
(assert (forall ((x0 Int)) (! (not (= (f x0) 7)) :pattern ((f x0)))))
(assert (forall ((x1 Int)) (! (= (f (g x1)) x1) :pattern ((f (g x1))))))
(assert (forall ((y Int)) (! (> (h y) y) :pattern ((h y)))))
(assert (forall ((y Int) (z Int)) (! (= (k y z) (+ (h y) z)) :pattern ((k y z)))))
(check-sat)
