; Doubling an 8-bit value never gives an odd result.
(set-logic QF_BV)
(set-info :status unsat)
(declare-const x (_ BitVec 8))
(assert (= ((_ extract 0 0) (bvmul x #x02)) #b1))
(check-sat)
