; https://github.com/cvc5/cvc5/blob/main/test/regress/cli/regress0/fp/issue9864.smt2
; correct status: sat; fails on: cvc5 (invalid-model)
(set-logic ALL)
(declare-sort S 0)
(declare-const c1 (Array Float64 S))
(declare-const c  (_ BitVec 52))
(assert (not (= (select c1 (fp (_ bv0 1) (_ bv0 11) c)) (select c1 (fp (_ bv0 1) (_ bv0 11) (_ bv0 52))))))
(set-info :status sat)
(check-sat)
