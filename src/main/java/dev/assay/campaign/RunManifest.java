package dev.assay.campaign;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.assay.core.InputError;
import dev.assay.solver.SolverSpec;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * What a run folder was made with, written as {@code run.json} before the first solver run so that
 * an interrupted campaign can be resumed: the command, the arguments that decide what is run, a
 * digest of the cases (so a changed generator is caught rather than mixed in), and each solver
 * configuration with its version (so a resumed run does not mix two builds of a solver in one
 * table).
 *
 * @param command the subcommand, e.g. {@code strings}
 * @param arguments the options that decide the cases and configurations, as given
 * @param casesDigest SHA-256 over the cases' ids and texts
 * @param cases the number of cases
 * @param versions solver configuration name to detected version, in run order
 * @param campaignId the campaign's id in the findings store
 * @param store the findings store's URL, or null for the run folder's own {@code assay.db}
 * @param jobs the workers the run was started with ({@code -j}), or null when not recorded: a
 *     resumed run keeps them unless given {@code -j}
 */
public record RunManifest(
    String command,
    List<String> arguments,
    String casesDigest,
    int cases,
    Map<String, String> versions,
    String campaignId,
    String store,
    Integer jobs) {
  public static final String FILE = "run.json";
  private static final ObjectMapper JSON =
      new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  public RunManifest {
    arguments = List.copyOf(arguments);
    versions = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(versions));
  }

  /**
   * The manifest of a run of {@code command} with {@code arguments}: cases named {@code ids} with
   * texts {@code texts}, on {@code solvers} (named as the run names them, versions detected).
   */
  public static RunManifest of(
      String command,
      List<String> arguments,
      List<String> ids,
      List<String> texts,
      List<SolverSpec> solvers,
      String campaignId,
      String store) {
    Map<String, String> versions = new LinkedHashMap<>();
    for (SolverSpec s : solvers) {
      versions.put(s.name(), String.valueOf(s.version()));
    }
    return new RunManifest(
        command, arguments, digest(ids, texts), ids.size(), versions, campaignId, store, null);
  }

  /** The same manifest for the campaign {@code id} in {@code storeUrl}. */
  public RunManifest inCampaign(String id, String storeUrl) {
    return new RunManifest(command, arguments, casesDigest, cases, versions, id, storeUrl, jobs);
  }

  /** The same manifest of a run started with {@code workers} workers. */
  public RunManifest withJobs(int workers) {
    return new RunManifest(
        command, arguments, casesDigest, cases, versions, campaignId, store, workers);
  }

  /** A digest that changes when any case's id or text changes, or the cases' order. */
  public static String digest(List<String> ids, List<String> texts) {
    try {
      MessageDigest md = MessageDigest.getInstance("SHA-256");
      for (int i = 0; i < ids.size(); i++) {
        md.update(ids.get(i).getBytes(StandardCharsets.UTF_8));
        md.update((byte) 0);
        md.update(texts.get(i).getBytes(StandardCharsets.UTF_8));
        md.update((byte) 0);
      }
      return HexFormat.of().formatHex(md.digest());
    } catch (NoSuchAlgorithmException e) {
      throw new IllegalStateException("SHA-256 is part of every Java runtime", e);
    }
  }

  /** Whether {@code dir} already holds a run (a manifest, results, or a fuzzing walk journal). */
  public static boolean holdsRun(Path dir) {
    return Files.exists(dir.resolve(FILE))
        || Files.exists(dir.resolve("results.jsonl"))
        || Files.exists(dir.resolve(Store.DEFAULT_FILE));
  }

  /**
   * Refuses a new run into {@code dir} when it holds one ({@code noun}: "run", "campaign"), so that
   * no run is overwritten.
   */
  public static void refuseIfHeld(Path dir, String noun) {
    if (holdsRun(dir)) {
      throw new InputError(
          dir
              + " already holds a "
              + noun
              + ": continue it with --resume "
              + dir
              + ", or give another --out");
    }
  }

  /**
   * Opens {@code dir} for this run before its first solver run: a resumed run must run what the
   * folder's run ran (else a one-line error, nothing changed); a new one is refused or replaces
   * what is there. Then writes this manifest.
   */
  public void begin(Path dir, ExistingRun existing, String noun) throws IOException {
    switch (existing) {
      case RESUME -> read(dir).requireSameRunAs(this, dir);
      case REFUSE -> refuseIfHeld(dir, noun);
      case REPLACE -> {}
    }
    write(dir);
  }

  public void write(Path dir) throws IOException {
    ObjectNode o = JSON.createObjectNode();
    o.put("command", command);
    ArrayNode args = o.putArray("arguments");
    arguments.forEach(args::add);
    o.put("cases", cases);
    o.put("cases_sha256", casesDigest);
    ObjectNode v = o.putObject("solver_versions");
    versions.forEach(v::put);
    if (campaignId != null) {
      o.put("campaign_id", campaignId);
    }
    if (store != null) {
      o.put("store", store);
    }
    if (jobs != null) {
      o.put("jobs", jobs);
    }
    Files.createDirectories(dir);
    Files.writeString(dir.resolve(FILE), JSON.writeValueAsString(o) + "\n", StandardCharsets.UTF_8);
  }

  /** Reads {@code dir/run.json}; a missing or malformed file is the user's error. */
  public static RunManifest read(Path dir) {
    Path file = dir.resolve(FILE);
    if (!Files.exists(file)) {
      throw new InputError(
          dir + ": no " + FILE + " here, so this is not a run folder that can be resumed");
    }
    try {
      JsonNode o = JSON.readTree(Files.readString(file, StandardCharsets.UTF_8));
      List<String> args = new ArrayList<>();
      o.required("arguments").forEach(a -> args.add(a.asText()));
      Map<String, String> versions = new LinkedHashMap<>();
      o.required("solver_versions")
          .fields()
          .forEachRemaining(e -> versions.put(e.getKey(), e.getValue().asText()));
      return new RunManifest(
          o.required("command").asText(),
          args,
          o.required("cases_sha256").asText(),
          o.required("cases").asInt(),
          versions,
          o.hasNonNull("campaign_id") ? o.get("campaign_id").asText() : null,
          o.hasNonNull("store") ? o.get("store").asText() : null,
          o.hasNonNull("jobs") ? o.get("jobs").asInt() : null);
    } catch (IOException | IllegalArgumentException e) {
      throw new InputError(file + ": not a readable run manifest (" + firstLine(e) + ")");
    }
  }

  /**
   * Checks that a run made now would run what this manifest's run ran; says what differs if not.
   */
  public void requireSameRunAs(RunManifest now, Path dir) {
    if (!command.equals(now.command)) {
      throw new InputError(
          dir + " holds an `assay " + command + "` run, not `assay " + now.command + "`");
    }
    if (command.equals("check") && (cases != now.cases || !casesDigest.equals(now.casesDigest))) {
      // For check, the cases are the user's files: a different digest means they were edited,
      // added or removed.
      String how =
          cases != now.cases
              ? now.cases + " readable files now, " + cases + " then"
              : "a file's name or text differs";
      throw new InputError(
          dir
              + ": the .smt2 files have changed since the run began ("
              + how
              + "), so the run cannot be resumed on them");
    }
    if (cases != now.cases || !casesDigest.equals(now.casesDigest)) {
      throw new InputError(
          String.format(
              "%s: the cases differ from the run's (%d now, %d then): the inputs changed, or this"
                  + " Assay build makes other cases, so the run cannot be resumed",
              dir, now.cases, cases));
    }
    if (!versions.keySet().equals(now.versions.keySet())) {
      throw new InputError(
          dir
              + ": the run used solver configurations "
              + versions.keySet()
              + ", now "
              + now.versions.keySet());
    }
    for (Map.Entry<String, String> e : versions.entrySet()) {
      String v = now.versions.get(e.getKey());
      if (!e.getValue().equals(v)) {
        throw new InputError(
            String.format(
                "%s: %s was version %s when the run began and is %s now; resume with the same"
                    + " solver build",
                dir, e.getKey(), e.getValue(), v));
      }
    }
  }

  private static String firstLine(Exception e) {
    String m = String.valueOf(e.getMessage());
    int nl = m.indexOf('\n');
    return nl < 0 ? m : m.substring(0, nl);
  }
}
