package dev.assay.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.nio.file.attribute.PosixFilePermissions;
import java.time.Instant;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The build part of the {@code ./assay} launcher, with a fake {@code mvn} on PATH that prints what
 * Maven prints: the launcher says that a first build takes minutes, shows Maven's steps, compile
 * counts and downloads as they come, says how long the build took, builds nothing when the jar is
 * newer than the sources, and shows Maven's whole log when the build fails.
 */
class LauncherBuildTest {
  @TempDir Path dir;
  private Path calls;

  private record Run(int code, String err) {}

  @BeforeEach
  void copyLauncher() throws IOException {
    Files.copy(Path.of("assay"), dir.resolve("assay"));
    Files.writeString(dir.resolve("pom.xml"), "<project/>\n");
    Files.createDirectories(dir.resolve("src/main/java"));
    Files.writeString(dir.resolve("src/main/java/A.java"), "class A {}\n");
    calls = dir.resolve("mvn-calls");
  }

  private void fakeMaven(String body) throws IOException {
    Path bin = Files.createDirectories(dir.resolve("bin"));
    Path mvn = bin.resolve("mvn");
    Files.writeString(mvn, "#!/bin/sh\necho \"$@\" >>'" + calls + "'\n" + body);
    Files.setPosixFilePermissions(mvn, PosixFilePermissions.fromString("rwxr-xr-x"));
  }

  private Run launch() throws IOException, InterruptedException {
    ProcessBuilder pb = new ProcessBuilder("bash", dir.resolve("assay").toString(), "--version");
    Map<String, String> env = pb.environment();
    env.put("PATH", dir.resolve("bin") + ":" + env.get("PATH"));
    pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
    Process p = pb.start();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    return new Run(p.waitFor(), err);
  }

  @Test
  void firstBuild_showsMavensProgressAndHowLongItTook() throws Exception {
    StringBuilder maven = new StringBuilder("echo '[INFO] Scanning for projects...'\n");
    for (int i = 1; i <= 26; i++) {
      // as Maven prints them in batch mode
      maven
          .append("echo '[INFO] Downloading from central: https://repo/a")
          .append(i)
          .append(".jar'\n");
      maven
          .append("echo '[INFO] Downloaded from central: https://repo/a")
          .append(i)
          .append(".jar (1 kB at 9 kB/s)'\n");
    }
    maven.append(
        "echo '[INFO] --- maven-compiler-plugin:3.13.0:compile (default-compile) @ assay ---'\n"
            + "echo '[INFO] Compiling 412 source files with javac [debug release 17] to"
            + " target/classes'\n"
            + "echo '[WARNING] something Maven warns about'\n"
            + "echo '[INFO] --- maven-shade-plugin:3.5.3:shade (default) @ assay ---'\n"
            + "mkdir -p target && : > target/assay.jar\n");
    fakeMaven(maven.toString());
    Run r = launch();
    assertThat(r.err())
        .contains("the first build takes one to three minutes")
        .contains("downloaded 1 file so far", "downloaded 25 files so far", "downloaded 26 files")
        .contains("compiler:compile (default-compile) @ assay")
        .contains("Compiling 412 source files")
        .contains("shade:shade (default) @ assay")
        .containsPattern("built .*target/assay.jar in [0-9]+ s")
        .doesNotContain("WARNING", "Downloading from", "Scanning");
    assertThat(Files.readString(calls)).contains("-Dmaven.test.skip=true package");
  }

  @Test
  void upToDateJar_buildsNothing() throws Exception {
    fakeMaven("exit 1\n");
    Path jar = Files.createDirectories(dir.resolve("target")).resolve("assay.jar");
    Files.writeString(jar, "");
    Files.setLastModifiedTime(jar, FileTime.from(Instant.now().plusSeconds(60)));
    Run r = launch();
    assertThat(r.err()).doesNotContain("building");
    assertThat(calls).doesNotExist();
  }

  @Test
  void failedBuild_showsMavensWholeLog_andExits3() throws Exception {
    fakeMaven(
        "echo '[INFO] --- maven-compiler-plugin:3.13.0:compile (default-compile) @ assay ---'\n"
            + "echo '[ERROR] A.java:[1,1] cannot find symbol'\nexit 1\n");
    Run r = launch();
    assertThat(r.code()).isEqualTo(3);
    assertThat(r.err()).contains("[ERROR] A.java:[1,1] cannot find symbol", "build failed");
  }

  @Test
  void twoLaunchersAtOnce_buildOnce_theSecondWaits() throws Exception {
    fakeMaven("sleep 2\nmkdir -p target && : > target/assay.jar\n");
    ProcessBuilder pb = new ProcessBuilder("bash", dir.resolve("assay").toString(), "--version");
    pb.environment().put("PATH", dir.resolve("bin") + ":" + pb.environment().get("PATH"));
    pb.redirectOutput(ProcessBuilder.Redirect.DISCARD);
    Process first = pb.start();
    Process second = pb.start();
    String a = new String(first.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    String b = new String(second.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    first.waitFor();
    second.waitFor();
    assertThat(Files.readAllLines(calls)).hasSize(1);
    assertThat(a + b).contains("waiting for another ./assay that is building");
  }
}
