; Fig. 16: sequence-sum axioms with a synonym function (sum_syn) as in Leino and Monahan; F1 and
; F2 contradict for equal bounds. The rewriting l0 = l2 + 1 gives the term sum(empty, 0+1, 0).
; expected-trigger: (sum empty 0 0) (sum empty (+ 0 1) 0)
(set-logic UFLIA)
(declare-sort ISeq 0)
(declare-fun sum (ISeq Int Int) Int)
(declare-fun sum_syn (ISeq Int Int) Int)
(declare-fun seq_nth (ISeq Int) Int)
(declare-const empty ISeq)
(assert (forall ((s0 ISeq) (l0 Int) (h0 Int)) (! (= (sum s0 l0 h0) (sum_syn s0 l0 h0)) :pattern ((sum s0 l0 h0)))))
(assert (forall ((s1 ISeq) (l1 Int) (h1 Int)) (! (or (not (>= l1 h1)) (= (sum_syn s1 l1 h1) 0)) :pattern ((sum s1 l1 h1)))))
(assert (forall ((s2 ISeq) (l2 Int) (h2 Int)) (! (or (not (<= l2 h2)) (= (sum_syn s2 l2 h2) (+ (sum_syn s2 (+ l2 1) h2) (seq_nth s2 l2)))) :pattern ((sum s2 l2 h2)))))
(assert (= (seq_nth empty 0) (- 1)))
(check-sat)
