; Maps: an inconsistent size axiom (storing always adds a key; the condition that k is not yet in
; the domain is missing), against "storing a map's own value leaves it unchanged".
; expected-trigger: (Map.Size (Map.Store m0 0 (Map.Select m0 0)))
; expected-decls: (declare-const m0 Map)
(set-logic UFLIA)
(declare-sort Map 0)
(declare-fun Map.Select (Map Int) Int)
(declare-fun Map.Store (Map Int Int) Map)
(declare-fun Map.Size (Map) Int)
(assert (forall ((m Map) (k Int) (v Int)) (! (= (Map.Select (Map.Store m k v) k) v) :pattern ((Map.Store m k v)))))
(assert (forall ((m Map) (k Int) (v Int)) (! (= (Map.Size (Map.Store m k v)) (+ (Map.Size m) 1)) :pattern ((Map.Size (Map.Store m k v))))))
(assert (forall ((m Map) (k Int)) (! (= (Map.Store m k (Map.Select m k)) m) :pattern ((Map.Store m k (Map.Select m k))))))
(check-sat)
