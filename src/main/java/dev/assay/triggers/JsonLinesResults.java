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
    putIf(m, "minimized", r.minimized());
    if (!r.checks().isEmpty()) {
      List<Map<String, Object>> checks = new ArrayList<>();
      for (ClaimCheck.Result c : r.checks()) {
        Map<String, Object> x = new LinkedHashMap<>();
        x.put("solver", c.solver());
        x.put("holds", c.holds());
        if (!c.failures().isEmpty()) {
          x.put("failed", c.failures());
        }
        checks.add(x);
      }
      m.put("checks", checks);
    }
    putIf(m, "validation", r.validation());
    if (r.stats() != null) {
      Map<String, Object> s = new LinkedHashMap<>();
      s.put("formulas", r.stats().formulas());
      s.put("pruned", r.stats().pruned());
      s.put("model_queries", r.stats().modelQueries());
      s.put("candidates", r.stats().candidates());
      s.put("batches", r.stats().batches());
      s.put("fresh_runs", r.stats().freshRuns());
      s.put("screens", r.stats().screens());
      s.put("model_seconds", Math.round(r.stats().modelSeconds() * 1000) / 1000.0);
      s.put("validation_seconds", Math.round(r.stats().validationSeconds() * 1000) / 1000.0);
      m.put("stats", s);
    }
    if (r.profile() != null) {
      Map<String, Object> phases = new LinkedHashMap<>();
      double sum = 0;
      for (Map.Entry<String, Double> e : r.profile().phases().entrySet()) {
        phases.put(e.getKey(), round(e.getValue()));
        sum += e.getValue();
      }
      phases.put("other", round(Math.max(0, r.seconds() - sum)));
      m.put("phases", phases);
      if (r.profile().backgroundValidationSeconds() > 0) {
        m.put("background_validation_seconds", round(r.profile().backgroundValidationSeconds()));
      }
      List<Map<String, Object>> rounds = new ArrayList<>();
      for (SearchProfile.Round x : r.profile().rounds()) {
        Map<String, Object> o = new LinkedHashMap<>();
        o.put("sigma", x.sigma());
        o.put("depth", x.depth());
        o.put("seconds", round(x.seconds()));
        o.put("formulas", x.formulas());
        o.put("model_queries", x.modelQueries());
        o.put("candidates", x.candidates());
        o.put("batches", x.batches());
        rounds.add(o);
      }
      if (!rounds.isEmpty()) {
        m.put("rounds", rounds);
      }
    }
    return m;
  }

  private static double round(double seconds) {
    return Math.round(seconds * 1000) / 1000.0;
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
