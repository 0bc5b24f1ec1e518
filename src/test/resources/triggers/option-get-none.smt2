; Option types (Gobra/Viper-style): get is specified for every option, including none, through
; the constructor equation some(get(o)) = o, so none would be a some and isSome(none) would hold.
; expected-trigger: (get none)
(set-logic UF)
(declare-sort Opt 0)
(declare-sort T 0)
(declare-fun some (T) Opt)
(declare-fun get (Opt) T)
(declare-fun isSome (Opt) Bool)
(declare-const none Opt)
(assert (forall ((x T)) (! (and (isSome (some x)) (= (get (some x)) x)) :pattern ((some x)))))
(assert (forall ((o Opt)) (! (= (isSome o) (not (= o none))) :pattern ((isSome o)))))
(assert (forall ((o Opt)) (! (= (some (get o)) o) :pattern ((get o)))))
(check-sat)
