; Fig. 12: f(g(2020)) = f(g(2021)) follows from g(2020) = g(2021); the term needs unification of
; sub-terms (g(x0) with g(2020) and g(2021)) and two candidates combined (App. C).
; expected-trigger: (f (g 2020)) (f (g 2021))
(set-logic UFLIA)
(declare-fun f (Int) Int)
(declare-fun g (Int) Int)
(assert (forall ((x0 Int)) (! (= (f (g x0)) x0) :pattern ((f (g x0))))))
(assert (= (g 2020) (g 2021)))
(check-sat)
