#!/bin/sh
# Claims sat with a model that violates (> x 0).
echo sat
echo '('
echo '  (define-fun x () Int 0)'
echo ')'
