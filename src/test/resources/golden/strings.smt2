; comments vanish, spacing is normalised, literals use 2.6 escapes
(set-logic QF_SLIA)
(declare-fun |x y| () String)
(declare-const n Int)
(assert (str.in_re |x y| (re.++ (str.to_re "a""b") ((_ re.loop 1 3) re.allchar))))
(assert (= (str.len "\u00e9\u{1F600}") (+ n 1.50)))
(assert (let ((z (str.++ |x y| "tab:	"))) (distinct z "")))
(check-sat)
