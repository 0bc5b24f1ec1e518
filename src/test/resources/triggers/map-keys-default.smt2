; Maps (Viper-style map with a domain predicate): a key outside the domain reads the default
; value 0; a key inside has a positive value. The goal is that no key reads -1, but the
; goal's quantifier needs a term of the looked-up key to fire.
; expected-trigger: (Map.Get m 5)
(set-logic UFLIA)
(declare-sort Map 0)
(declare-fun Map.Get (Map Int) Int)
(declare-fun Map.InDomain (Map Int) Bool)
(declare-const m Map)
(declare-const k Int)
(assert (forall ((mm Map) (x Int)) (! (or (Map.InDomain mm x) (= (Map.Get mm x) 0)) :pattern ((Map.Get mm x)))))
(assert (forall ((x Int)) (! (or (not (Map.InDomain m x)) (> (Map.Get m x) 0)) :pattern ((Map.InDomain m x)))))
(assert (= k 5))
(assert (forall ((x Int)) (! (or (not (= x k)) (= (Map.Get m x) (- 1))) :pattern ((Map.Get m x)))))
(check-sat)
