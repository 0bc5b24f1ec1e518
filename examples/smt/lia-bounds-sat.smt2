; Integer bounds with a solution: 3x + 2y = 17, 0 <= x <= y.
(set-logic QF_LIA)
(set-info :status sat)
(declare-const x Int)
(declare-const y Int)
(assert (= (+ (* 3 x) (* 2 y)) 17))
(assert (<= 0 x))
(assert (<= x y))
(check-sat)
