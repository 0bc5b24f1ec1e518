; No integer is both 2k and 2m + 1.
(set-logic QF_LIA)
(set-info :status unsat)
(declare-const k Int)
(declare-const m Int)
(assert (= (* 2 k) (+ (* 2 m) 1)))
(check-sat)
