; Fig. 10 (SMT-COMP 2019 pending benchmarks): two instantiations of F0 are needed, triggered by
; f(s) and f(il); each alone does not validate (App. C, combining candidate terms).
; expected-trigger: (f s) (f il)
(set-logic UF)
(declare-sort S 0)
(declare-fun U (S) Bool)
(declare-fun f (S) S)
(declare-const s S)
(declare-const il S)
(assert (forall ((x0 S)) (! (or (not (U x0)) (and (U (f x0)) (= (f x0) il) (not (= x0 il)))) :pattern ((f x0)))))
(assert (U s))
(check-sat)
