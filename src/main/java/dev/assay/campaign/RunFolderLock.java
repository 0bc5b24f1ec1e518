package dev.assay.campaign;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * Tells a session whether another live session writes into the same run folder (two processes that
 * resume or join one campaign). Every session holds a shared lock on {@link #FILE} while it runs; a
 * session that can take the exclusive lock first is alone. Only a session that is alone may remove
 * reproduction folders that no recorded run names: another live session writes folders a moment
 * before its batch records their runs. The operating system releases a killed session's lock, so a
 * folder left by a kill is still removed by the next session that runs alone.
 */
final class RunFolderLock implements AutoCloseable {
  /** The lock file in the run folder. */
  static final String FILE = ".assay-session.lock";

  private final FileChannel channel;
  private FileLock lock;
  private final boolean alone;

  private RunFolderLock(FileChannel channel, FileLock exclusive) {
    this.channel = channel;
    this.lock = exclusive;
    this.alone = exclusive != null;
  }

  /** Opens the lock of {@code dir} (created if missing) and tries to take it alone. */
  static RunFolderLock open(Path dir) throws IOException {
    PrivateFiles.createDirectory(dir);
    FileChannel channel =
        FileChannel.open(
            dir.resolve(FILE),
            StandardOpenOption.CREATE,
            StandardOpenOption.READ,
            StandardOpenOption.WRITE);
    FileLock exclusive;
    try {
      exclusive = channel.tryLock(0, Long.MAX_VALUE, false);
    } catch (OverlappingFileLockException e) {
      // another session in this very process holds it: not alone
      exclusive = null;
    } catch (IOException e) {
      channel.close();
      throw e;
    }
    return new RunFolderLock(channel, exclusive);
  }

  /** Whether no other live session holds the run folder. */
  boolean alone() {
    return alone;
  }

  /**
   * From now on shares the folder with other sessions: the exclusive lock, if held, is given up and
   * a shared one taken (waiting only while another session is alone, which is short: its clean-up).
   */
  void share() throws IOException {
    if (lock != null) {
      lock.release();
    }
    try {
      lock = channel.lock(0, Long.MAX_VALUE, true);
    } catch (OverlappingFileLockException e) {
      lock = null;
    }
  }

  @Override
  public void close() throws IOException {
    // closing the channel releases its lock
    channel.close();
  }
}
