; str.indexof from an index past the end is -1; str.at out of range is "".
(set-logic QF_SLIA)
(set-info :status sat)
(declare-const s String)
(assert (= (str.len s) 2))
(assert (= (str.indexof s "a" 5) (- 1)))
(assert (= (str.at s 7) ""))
(assert (str.prefixof "x" s))
(check-sat)
