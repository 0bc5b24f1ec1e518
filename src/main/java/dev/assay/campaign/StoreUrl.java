package dev.assay.campaign;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Properties;

/**
 * A store's URL split into what may be written down and the password, which never is: run.json, the
 * store's own rows, reports, logs and messages hold the URL without it. The password comes from the
 * URL as the user gave it, else from {@code PGPASSWORD}, else from the password file ({@code
 * PGPASSFILE} or {@code ~/.pgpass}, lines {@code host:port:database:user:password} with {@code *}
 * for any), as PostgreSQL's own tools find it; so a resumed campaign, {@code assay findings} and
 * {@code assay report --store} connect with the URL run.json holds.
 *
 * @param url the URL without a password
 * @param password the password, or null when there is none to give
 */
public record StoreUrl(String url, String password) {
  /** The URL as given, its password taken out and found where PostgreSQL's tools look. */
  public static StoreUrl of(String given) {
    return of(given, System.getenv(), Path.of(System.getProperty("user.home", ".")));
  }

  static StoreUrl of(String given, Map<String, String> env, Path home) {
    String clean = withoutPassword(given);
    if (!given.startsWith("jdbc:postgresql:")) {
      return new StoreUrl(clean, null);
    }
    String inUrl = parameter(given, "password");
    if (inUrl != null) {
      return new StoreUrl(clean, inUrl);
    }
    if (env.get("PGPASSWORD") != null) {
      return new StoreUrl(clean, env.get("PGPASSWORD"));
    }
    Path file =
        env.get("PGPASSFILE") != null ? Path.of(env.get("PGPASSFILE")) : home.resolve(".pgpass");
    return new StoreUrl(clean, fromPassFile(clean, env, file));
  }

  /** {@code url} without its {@code password} parameter. */
  public static String withoutPassword(String url) {
    String s = url.replaceAll("(?i)([?&])password=[^&]*&?", "$1");
    if (s.endsWith("&") || s.endsWith("?")) {
      s = s.substring(0, s.length() - 1);
    }
    return s;
  }

  /** The properties to connect with: the password, when there is one. */
  public Properties properties() {
    Properties p = new Properties();
    if (password != null) {
      p.setProperty("password", password);
    }
    return p;
  }

  /** A URL parameter's value (the last one given), or null. */
  static String parameter(String url, String name) {
    int q = url.indexOf('?');
    if (q < 0) {
      return null;
    }
    String value = null;
    for (String kv : url.substring(q + 1).split("&")) {
      int eq = kv.indexOf('=');
      if (eq > 0 && kv.substring(0, eq).equalsIgnoreCase(name)) {
        value = java.net.URLDecoder.decode(kv.substring(eq + 1), StandardCharsets.UTF_8);
      }
    }
    return value;
  }

  /** The first matching line of a PostgreSQL password file, or null. */
  private static String fromPassFile(String url, Map<String, String> env, Path file) {
    if (!Files.isRegularFile(file)) {
      return null;
    }
    URI u = URI.create(url.substring("jdbc:".length()));
    String host = u.getHost() == null ? "localhost" : u.getHost();
    String port = u.getPort() < 0 ? "5432" : Integer.toString(u.getPort());
    String path = u.getPath() == null ? "" : u.getPath();
    String user = parameter(url, "user");
    if (user == null) {
      user = env.getOrDefault("PGUSER", System.getProperty("user.name", ""));
    }
    String database = path.startsWith("/") ? path.substring(1) : path;
    if (database.isEmpty()) {
      database = user;
    }
    List<String> want = List.of(host, port, database, user);
    try {
      for (String line : Files.readAllLines(file, StandardCharsets.UTF_8)) {
        if (line.isBlank() || line.startsWith("#")) {
          continue;
        }
        List<String> fields = fields(line);
        if (fields.size() != 5) {
          continue;
        }
        boolean match = true;
        for (int i = 0; i < 4 && match; i++) {
          match = fields.get(i).equals("*") || fields.get(i).equals(want.get(i));
        }
        if (match) {
          return fields.get(4);
        }
      }
    } catch (IOException e) {
      return null;
    }
    return null;
  }

  /** A password file's line split at unescaped colons, backslash escapes removed. */
  private static List<String> fields(String line) {
    List<String> out = new ArrayList<>();
    StringBuilder f = new StringBuilder();
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (c == '\\' && i + 1 < line.length()) {
        f.append(line.charAt(++i));
      } else if (c == ':') {
        out.add(f.toString());
        f.setLength(0);
      } else {
        f.append(c);
      }
    }
    out.add(f.toString());
    return out;
  }
}
