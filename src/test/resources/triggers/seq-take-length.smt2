; Sequences: an inconsistent Seq#Take axiom (the length is n even when n exceeds the length of s;
; the precondition n <= |s| is missing), against the bound |take(s, n)| <= |s|.
; expected-trigger: (Seq.Length (Seq.Take Seq.Empty 1))
(set-logic UFLIA)
(declare-sort SeqT 0)
(declare-fun Seq.Length (SeqT) Int)
(declare-fun Seq.Take (SeqT Int) SeqT)
(declare-const Seq.Empty SeqT)
(assert (forall ((s SeqT)) (! (<= 0 (Seq.Length s)) :pattern ((Seq.Length s)))))
(assert (= (Seq.Length Seq.Empty) 0))
(assert (forall ((s SeqT) (n Int)) (! (=> (<= 0 n) (= (Seq.Length (Seq.Take s n)) n)) :pattern ((Seq.Length (Seq.Take s n))))))
(assert (forall ((s SeqT) (n Int)) (! (<= (Seq.Length (Seq.Take s n)) (Seq.Length s)) :pattern ((Seq.Take s n)))))
(check-sat)
