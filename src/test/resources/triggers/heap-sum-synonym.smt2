; Heaps: the sum of the cells a[lo..hi) of an array in the heap, axiomatized with a synonym
; function (sum_syn) so that the recursion cannot loop; all cells are non-negative, yet the
; proof that the sum over [0, 2) is non-negative needs the unfolded sums as terms.
; expected-trigger: (sum h a 1 2) (sum h a 2 2)
(set-logic UFLIA)
(declare-sort Heap 0)
(declare-sort Ref 0)
(declare-fun read (Heap Ref Int) Int)
(declare-fun sum (Heap Ref Int Int) Int)
(declare-fun sum_syn (Heap Ref Int Int) Int)
(declare-const h Heap)
(declare-const a Ref)
(assert (forall ((hh Heap) (r Ref) (lo Int) (hi Int)) (! (= (sum hh r lo hi) (sum_syn hh r lo hi)) :pattern ((sum hh r lo hi)))))
(assert (forall ((hh Heap) (r Ref) (lo Int) (hi Int)) (! (or (< lo hi) (= (sum_syn hh r lo hi) 0)) :pattern ((sum hh r lo hi)))))
(assert (forall ((hh Heap) (r Ref) (lo Int) (hi Int)) (! (or (not (< lo hi)) (= (sum_syn hh r lo hi) (+ (read hh r lo) (sum_syn hh r (+ lo 1) hi)))) :pattern ((sum hh r lo hi)))))
(assert (forall ((i Int)) (! (<= 0 (read h a i)) :pattern ((read h a i)))))
(assert (< (sum h a 0 2) 0))
(check-sat)
