; Fig. 1 of Bugariu, Ter-Gabrielyan and Mueller (FM 2021): a Boogie axiom defining len over a
; linked list; the assertion len(7) > 0 follows from it, but no term matches its pattern.
; expected-trigger: (len (nxt 7))
(set-logic UFLIA)
(declare-fun len (Int) Int)
(declare-fun nxt (Int) Int)
(assert (! (forall ((x Int))
  (! (and (> (len x) 0)
          (=> (= (nxt x) x) (= (len x) 1))
          (=> (not (= (nxt x) x)) (= (len x) (+ (len (nxt x)) 1))))
     :pattern ((len (nxt x))) :qid len_def))
  :named len_def))
(assert (not (> (len 7) 0)))
(check-sat)
