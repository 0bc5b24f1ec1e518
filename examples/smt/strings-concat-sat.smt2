; s ++ "b" = "ab" ++ t with |s| = 3.
(set-logic QF_SLIA)
(set-info :status sat)
(declare-const s String)
(declare-const t String)
(assert (= (str.++ s "b") (str.++ "ab" t)))
(assert (= (str.len s) 3))
(check-sat)
