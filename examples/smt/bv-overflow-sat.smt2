; 8-bit addition wraps around: x + 1 = 0 for x = #xff.
(set-logic QF_BV)
(set-info :status sat)
(declare-const x (_ BitVec 8))
(assert (= (bvadd x #x01) #x00))
(assert (bvugt x #x80))
(check-sat)
