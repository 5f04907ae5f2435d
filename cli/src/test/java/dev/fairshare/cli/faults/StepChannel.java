package dev.fairshare.cli.faults;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.MappedByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.ReadableByteChannel;
import java.nio.channels.WritableByteChannel;

/** A file channel of a file under test whose writes and syncs are {@link Steps}: the JVM's own channel inside. */
final class StepChannel extends FileChannel {
  private final FileChannel channel;
  private final Steps steps;
  private final String name;

  StepChannel(FileChannel channel, Steps steps, String name) {
    this.channel = channel;
    this.steps = steps;
    this.name = name;
  }

  @Override
  public int read(ByteBuffer dst) throws IOException {
    return channel.read(dst);
  }

  @Override
  public long read(ByteBuffer[] dsts, int offset, int length) throws IOException {
    return channel.read(dsts, offset, length);
  }

  @Override
  public int write(ByteBuffer src) throws IOException {
    steps.step("write " + src.remaining() + " bytes to " + name);
    return channel.write(src);
  }

  @Override
  public long write(ByteBuffer[] srcs, int offset, int length) throws IOException {
    steps.step("write to " + name);
    return channel.write(srcs, offset, length);
  }

  @Override
  public long position() throws IOException {
    return channel.position();
  }

  @Override
  public FileChannel position(long newPosition) throws IOException {
    channel.position(newPosition);
    return this;
  }

  @Override
  public long size() throws IOException {
    return channel.size();
  }

  @Override
  public FileChannel truncate(long size) throws IOException {
    steps.step("truncate " + name);
    channel.truncate(size);
    return this;
  }

  @Override
  public void force(boolean metaData) throws IOException {
    steps.step("sync " + name);
    channel.force(metaData);
  }

  @Override
  public long transferTo(long position, long count, WritableByteChannel target) throws IOException {
    return channel.transferTo(position, count, target);
  }

  @Override
  public long transferFrom(ReadableByteChannel src, long position, long count) throws IOException {
    steps.step("write to " + name);
    return channel.transferFrom(src, position, count);
  }

  @Override
  public int read(ByteBuffer dst, long position) throws IOException {
    return channel.read(dst, position);
  }

  @Override
  public int write(ByteBuffer src, long position) throws IOException {
    steps.step("write " + src.remaining() + " bytes to " + name);
    return channel.write(src, position);
  }

  @Override
  public MappedByteBuffer map(MapMode mode, long position, long size) throws IOException {
    return channel.map(mode, position, size);
  }

  @Override
  public FileLock lock(long position, long size, boolean shared) throws IOException {
    return channel.lock(position, size, shared);
  }

  @Override
  public FileLock tryLock(long position, long size, boolean shared) throws IOException {
    return channel.tryLock(position, size, shared);
  }

  @Override
  protected void implCloseChannel() throws IOException {
    channel.close();
  }
}
