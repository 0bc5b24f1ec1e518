; Fig. 9: inconsistent axiom from F*'s prelude: _div(x, y) is an integer equal to the real
; division x/y. The first models (y = 0) do not validate; diverse models (App. B) find _div(1, 2).
; expected-trigger: (_div 1 2)
(declare-fun _div (Int Int) Int)
(declare-fun _mod (Int Int) Int)
(declare-fun _mul (Int Int) Int)
(assert (forall ((x Int) (y Int)) (! (= (to_real (_div x y)) (/ (to_real x) (to_real y))) :pattern ((_div x y)))))
(assert (forall ((x Int) (y Int)) (! (= (_mul x y) (* x y)) :pattern ((_mul x y)))))
(assert (forall ((x Int) (y Int)) (! (=> (not (= y 0)) (and (<= 0 (_mod x y)) (< (_mod x y) (abs y)))) :pattern ((_mod x y)))))
(check-sat)
