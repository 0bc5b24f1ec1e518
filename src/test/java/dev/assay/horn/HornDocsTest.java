package dev.assay.horn;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** Every registered mutation, rewrite and parameter has its row in docs/horn.md. */
class HornDocsTest {
  @Test
  void everyRegisteredIdIsDocumented() throws Exception {
    String doc = Files.readString(Path.of("docs/horn.md"));
    for (OwnMutation m : OwnMutations.ALL) {
      assertThat(doc).contains("| " + m.number() + " | `" + m.id() + "` |");
    }
    for (Rewrite w : Rewrite.ALL) {
      assertThat(doc).contains("| `" + w.id() + "` |");
    }
    for (ParameterMutation p : ParameterMutation.ALL) {
      assertThat(doc).contains("| `" + p.id() + "` | `" + p.qualifiedName() + "`");
    }
    for (UnsatPremises.Premise u : UnsatPremises.ALL) {
      assertThat(doc).contains(u.id() + " ");
    }
  }
}
