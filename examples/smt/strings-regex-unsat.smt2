; A word of (ab)+ has even length, so none has length 3.
(set-logic QF_SLIA)
(set-info :status unsat)
(declare-const s String)
(assert (str.in_re s (re.+ (str.to_re "ab"))))
(assert (= (str.len s) 3))
(check-sat)
