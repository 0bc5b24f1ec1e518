; A rational strictly between 1/3 and 1/2.
(set-logic QF_LRA)
(set-info :status sat)
(declare-const x Real)
(assert (< (/ 1.0 3.0) x))
(assert (< x (/ 1.0 2.0)))
(check-sat)
