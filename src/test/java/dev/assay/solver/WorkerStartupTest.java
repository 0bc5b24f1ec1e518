package dev.assay.solver;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.File;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The bundled worker's fast start: Z3's libraries loaded from the cache where they were unpacked
 * once (not unpacked again into a temporary folder), and a class-data sharing archive of the
 * worker's classes that a worker maps; neither changes what it answers.
 */
class WorkerStartupTest {
  @TempDir Path dir;

  @Test
  void worker_loadsZ3FromTheCacheAndAnswers() throws Exception {
    List<String> plain = SolverSpecs.bundledZ3().sessionArgv();
    List<String> fast = WorkerStartup.argv(plain);
    Path natives = WorkerStartup.nativesJar();
    assertThat(natives).isNotNull();
    assertThat(fast).contains(natives + File.pathSeparator + SolverSpecs.ownClassPath());

    Process p = new ProcessBuilder(fast).redirectErrorStream(true).start();
    try {
      try (OutputStream in = p.getOutputStream()) {
        in.write("(declare-const x Int)\n(assert (> x 2))\n(check-sat)\n".getBytes());
        in.flush();
        String first = readLine(p);
        assertThat(first).isEqualTo("sat");
        // while it runs: the library it mapped is the cached one
        String maps = Files.readString(Path.of("/proc/" + p.pid() + "/maps"));
        assertThat(maps).contains(natives.getParent().resolve("libz3.so").toString());
        assertThat(maps).doesNotContainPattern("/turnkey[0-9]+/libz3");
      }
      assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
    } finally {
      p.destroyForcibly();
    }
  }

  @Test
  void otherCommands_areLeftAsTheyAre() {
    List<String> z3 = List.of("z3", "-in");
    List<String> release = new ArrayList<>(SolverSpecs.bundledZ3().sessionArgv());
    int cp = release.indexOf("-cp") + 1;
    release.set(cp, "/elsewhere/worker" + File.pathSeparator + "/elsewhere/z3.jar");

    assertThat(WorkerStartup.argv(z3)).isEqualTo(z3);
    assertThat(WorkerStartup.argv(release)).isEqualTo(release);
  }

  @Test
  void archive_madeByATrainingRun_isMappedByTheNextWorker() throws Exception {
    // A class path of jars only, as in the shipped jar: the worker's classes in a jar of their own.
    Path workerJar = jar(BundledReleases.workerClasses(), dir.resolve("worker.jar"));
    Path natives = WorkerStartup.nativesJar();
    List<String> program = SolverSpecs.bundledZ3().program();
    int cp = program.indexOf("-cp");
    String z3Jar = null;
    for (String part : program.get(cp + 1).split(File.pathSeparator)) {
      if (part.contains("z3-turnkey") || part.contains("turnkey-support")) {
        z3Jar = z3Jar == null ? part : z3Jar + File.pathSeparator + part;
      }
    }
    assertThat(z3Jar).as("the z3-turnkey jars on the test class path").isNotNull();
    String classPath = natives + File.pathSeparator + workerJar + File.pathSeparator + z3Jar;
    List<String> options = program.subList(1, cp);

    Path archive = WorkerStartup.archive(dir.resolve("cds"), program.get(0), options, classPath);
    assertThat(archive).isNotNull().isRegularFile();
    assertThat(WorkerStartup.archive(dir.resolve("cds"), program.get(0), options, classPath))
        .isEqualTo(archive);

    List<String> argv = new ArrayList<>(List.of(program.get(0)));
    argv.addAll(options);
    argv.addAll(
        List.of(
            "-XX:SharedArchiveFile=" + archive,
            "-Xlog:class+load=info",
            "-cp",
            classPath,
            SolverSpecs.BUNDLED_WORKER,
            "--version"));
    Process p = new ProcessBuilder(argv).redirectErrorStream(true).start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
    assertThat(out)
        .containsPattern(
            "dev\\.assay\\.solver\\.z3\\.BundledZ3Worker source: shared objects file \\(top\\)")
        .contains("Z3 version ");
  }

  @Test
  void memo_countsOnlyForTheSameJars_andWhileItsFilesExist() throws Exception {
    Path jar = Files.write(dir.resolve("assay.jar"), new byte[] {1, 2, 3});
    List<String> options = List.of("-Xmx256m");
    String key = WorkerStartup.jarsKey("java", options, jar.toString());
    assertThat(key).contains(jar.toAbsolutePath() + ",3,");
    assertThat(WorkerStartup.jarsKey("java", options, dir.toString())).as("a folder").isNull();
    assertThat(WorkerStartup.memoFile(key)).isNotEqualTo(WorkerStartup.memoFile(key + "x"));

    Path natives = Files.writeString(dir.resolve("turnkey-metadata.jar"), "n");
    Path archive = Files.writeString(dir.resolve("worker.jsa"), "a");
    Path memo =
        Files.writeString(dir.resolve("memo.txt"), key + "\n" + natives + "\n" + archive + "\n");
    WorkerStartup.Prepared known = WorkerStartup.readMemo(memo, key);
    assertThat(known).isNotNull();
    assertThat(known.nativesJar()).isEqualTo(natives);
    assertThat(known.archive()).isEqualTo(archive);

    // the jar rebuilt: another key, which this memo is not
    Files.setLastModifiedTime(
        jar, FileTime.fromMillis(Files.getLastModifiedTime(jar).toMillis() + 5000));
    String rebuilt = WorkerStartup.jarsKey("java", options, jar.toString());
    assertThat(rebuilt).isNotEqualTo(key);
    assertThat(WorkerStartup.readMemo(memo, rebuilt)).isNull();
    // the archive gone (a cleaned cache): prepared again
    Files.delete(archive);
    assertThat(WorkerStartup.readMemo(memo, key)).isNull();
    assertThat(WorkerStartup.readMemo(dir.resolve("none.txt"), key)).isNull();
  }

  private static String readLine(Process p) throws IOException {
    StringBuilder sb = new StringBuilder();
    int c;
    while ((c = p.getInputStream().read()) >= 0 && c != '\n') {
      sb.append((char) c);
    }
    return sb.toString();
  }

  /** The files under {@code root} as a jar. */
  private static Path jar(Path root, Path target) throws IOException {
    try (OutputStream f = Files.newOutputStream(target);
        JarOutputStream jar = new JarOutputStream(f);
        Stream<Path> files = Files.walk(root)) {
      for (Path p : files.filter(Files::isRegularFile).sorted().toList()) {
        jar.putNextEntry(
            new JarEntry(root.relativize(p).toString().replace(File.separatorChar, '/')));
        jar.write(Files.readAllBytes(p));
        jar.closeEntry();
      }
    }
    return target;
  }
}
