; Every integer is below some y, but no y is above every integer.
(set-logic LIA)
(set-info :status unsat)
(declare-const y Int)
(assert (forall ((x Int)) (< x y)))
(check-sat)
