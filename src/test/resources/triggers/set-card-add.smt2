; Sets: an inconsistent cardinality axiom (adding an element always grows the set; the
; condition that x is not yet a member is missing), against Add(a, x) = a for members.
; expected-trigger: (Set.Card (Set.Add s0 1))
(set-logic UFLIA)
(declare-sort SetT 0)
(declare-fun Set.IsMember (SetT Int) Bool)
(declare-fun Set.Add (SetT Int) SetT)
(declare-fun Set.Card (SetT) Int)
(declare-const s0 SetT)
(assert (forall ((a SetT)) (! (<= 0 (Set.Card a)) :pattern ((Set.Card a)))))
(assert (forall ((a SetT) (x Int)) (! (= (Set.Card (Set.Add a x)) (+ (Set.Card a) 1)) :pattern ((Set.Card (Set.Add a x))))))
(assert (forall ((a SetT) (x Int)) (! (=> (Set.IsMember a x) (= (Set.Add a x) a)) :pattern ((Set.Add a x)))))
(assert (Set.IsMember s0 1))
(check-sat)
