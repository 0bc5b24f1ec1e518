package dev.assay.smtlib;

/**
 * One method per term record, so the compiler checks that a pass covers every kind. Visiting is
 * shallow: a visitor decides itself how to reach children (use {@link Terms} traversals, which use
 * explicit stacks, rather than recursing on deep terms).
 */
public interface TermVisitor<R> {
  R visitNumeral(NumeralConstant c);

  R visitDecimal(DecimalConstant c);

  R visitHex(HexConstant c);

  R visitBinary(BinaryConstant c);

  R visitString(StringConstant c);

  R visitQualIdentifier(QualIdentifier id);

  R visitApplication(Application app);

  R visitLet(Let let);

  R visitQuantified(Quantified q);

  R visitMatch(Match match);

  R visitAnnotated(Annotated annotated);

  /** A visitor that handles a few kinds and sends the rest to {@link #otherwise(Term)}. */
  abstract class Default<R> implements TermVisitor<R> {
    protected abstract R otherwise(Term t);

    @Override
    public R visitNumeral(NumeralConstant c) {
      return otherwise(c);
    }

    @Override
    public R visitDecimal(DecimalConstant c) {
      return otherwise(c);
    }

    @Override
    public R visitHex(HexConstant c) {
      return otherwise(c);
    }

    @Override
    public R visitBinary(BinaryConstant c) {
      return otherwise(c);
    }

    @Override
    public R visitString(StringConstant c) {
      return otherwise(c);
    }

    @Override
    public R visitQualIdentifier(QualIdentifier id) {
      return otherwise(id);
    }

    @Override
    public R visitApplication(Application app) {
      return otherwise(app);
    }

    @Override
    public R visitLet(Let let) {
      return otherwise(let);
    }

    @Override
    public R visitQuantified(Quantified q) {
      return otherwise(q);
    }

    @Override
    public R visitMatch(Match match) {
      return otherwise(match);
    }

    @Override
    public R visitAnnotated(Annotated annotated) {
      return otherwise(annotated);
    }
  }
}
