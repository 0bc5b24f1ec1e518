; Heaps (Boogie-style read/update with fields): an inconsistent axiom for reading another field
; of the updated object (it forgets the field comparison and returns the stored value), against
; the correct frame axiom: after o.data := 1; o.next := 5, reading o.data gives both 5 and 1.
; expected-trigger: (read (update (update h0 o0 data 1) o0 next 5) o0 data)
; expected-decls: (declare-const h0 Heap) (declare-const o0 Ref)
(set-logic UFLIA)
(declare-sort Heap 0)
(declare-sort Ref 0)
(declare-sort Field 0)
(declare-fun read (Heap Ref Field) Int)
(declare-fun update (Heap Ref Field Int) Heap)
(declare-const next Field)
(declare-const data Field)
(assert (not (= next data)))
(assert (forall ((hh Heap) (o Ref) (f Field) (v Int)) (! (= (read (update hh o f v) o f) v) :pattern ((update hh o f v)))))
(assert (forall ((hh Heap) (o Ref) (f Field) (v Int) (o2 Ref) (f2 Field)) (! (or (= o o2) (= (read (update hh o f v) o2 f2) (read hh o2 f2))) :pattern ((read (update hh o f v) o2 f2)))))
(assert (forall ((hh Heap) (o Ref) (f Field) (v Int) (f2 Field)) (! (or (= f f2) (= (read (update hh o f v) o f2) (read hh o f2))) :pattern ((read (update hh o f v) o f2)))))
(assert (forall ((hh Heap) (o Ref) (f Field) (v Int) (f2 Field)) (! (= (read (update hh o f v) o f2) v) :pattern ((read (update hh o f v) o f2)))))
(check-sat)
