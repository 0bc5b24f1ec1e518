; Fig. 17: F1 has a multi-pattern {g(b1), f(x1)}; the term needs f(7) and g(b) for a fresh b of
; the uninterpreted sort B.
; expected-trigger: (f 7) (g b)
; expected-decls: (declare-const b B)
(set-logic UFLIA)
(declare-sort B 0)
(declare-fun f (Int) Int)
(declare-fun g (B) Bool)
(assert (forall ((x0 Int)) (! (not (= (f x0) 7)) :pattern ((f x0)))))
(assert (forall ((b1 B) (x1 Int)) (! (or (g b1) (= (f x1) x1)) :pattern ((g b1) (f x1)))))
(assert (forall ((b2 B)) (! (not (g b2)) :pattern ((g b2)))))
(check-sat)
