; Fig. 15: inconsistent formula from a VCC/Havoc benchmark (SMT-COMP), which MBQI cannot refute;
; for size = 0 and a <= b E-matching refutes it. The other axioms stand for the 160 formulas.
; expected-trigger: (both_ptr (- 2) (- 1) 0)
(set-logic UFNIA)
(declare-fun both_ptr (Int Int Int) Int)
(declare-fun ptr_add (Int Int) Int)
(declare-fun is_valid (Int) Bool)
(assert (forall ((a Int) (b Int) (size Int)) (! (<= (* (both_ptr a b size) size) (- a b)) :pattern ((both_ptr a b size)))))
(assert (forall ((p Int) (i Int)) (! (= (ptr_add p i) (+ p i)) :pattern ((ptr_add p i)))))
(assert (forall ((p Int)) (! (=> (is_valid p) (> p 0)) :pattern ((is_valid p)))))
(check-sat)
