; Unsat (a string of length 3 cannot have a prefix of length 4), but labelled sat: a labelling
; mistake, which every solver contradicts.
(set-logic QF_SLIA)
(set-info :status sat)
(declare-fun s () String)
(assert (= (str.len s) 3))
(assert (str.prefixof "abcd" s))
(check-sat)
