package dev.assay.triggers;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import java.io.BufferedWriter;
import java.io.Closeable;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Writes results as JSON Lines ({@code results.jsonl}), one object per line, flushed per line. The
 * only place that knows the file format; the fields are those of {@link TriggerResult}, with {@code
 * null}s left out.
 */
public final class JsonLinesResults implements ResultSink, Closeable {
  private static final ObjectMapper JSON =
      new ObjectMapper().disable(SerializationFeature.INDENT_OUTPUT);

  private final BufferedWriter out;

  public JsonLinesResults(Path file) throws IOException {
    this.out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
  }

  @Override
  public synchronized void accept(TriggerResult r) throws IOException {
    out.write(JSON.writeValueAsString(toMap(r)));
    out.write('\n');
    out.flush();
  }

  static Map<String, Object> toMap(TriggerResult r) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("file", r.file());
    m.put("config", r.config());
    m.put("status", r.status());
    m.put("terms", r.terms());
    m.put("decls", r.decls());
    m.put("seconds", Math.round(r.seconds() * 1000) / 1000.0);
    putIf(m, "kind", r.kind());
    if (!r.instantiates().isEmpty()) {
      List<Map<String, Object>> inst = new ArrayList<>();
      for (TriggerReport.Instantiation i : r.instantiates()) {
        Map<String, Object> x = new LinkedHashMap<>();
        x.put("axiom", i.axiom());
        if (i.line() > 0) {
          x.put("line", i.line());
        }
        x.put("pattern", i.pattern());
        x.put("term", i.term());
        x.put("with", i.with());
        inst.add(x);
      }
      m.put("instantiates", inst);
    }
    putIf(m, "fix", r.fix());
    putIf(m, "reproduction", r.reproduction());
    putIf(m, "reason", r.reason());
    putIf(m, "baseline", r.baseline());
    putIf(m, "solver", r.solver());
    if (!r.alternatives().isEmpty()) {
      m.put("alternatives", r.alternatives());
    }
    if (r.stats() != null) {
      Map<String, Object> s = new LinkedHashMap<>();
      s.put("formulas", r.stats().formulas());
      s.put("pruned", r.stats().pruned());
      s.put("model_queries", r.stats().modelQueries());
      s.put("candidates", r.stats().candidates());
      s.put("validations", r.stats().validations());
      s.put("model_seconds", Math.round(r.stats().modelSeconds() * 1000) / 1000.0);
      s.put("validation_seconds", Math.round(r.stats().validationSeconds() * 1000) / 1000.0);
      m.put("stats", s);
    }
    return m;
  }

  private static void putIf(Map<String, Object> m, String k, Object v) {
    if (v != null) {
      m.put(k, v);
    }
  }

  @Override
  public void close() throws IOException {
    out.close();
  }
}
