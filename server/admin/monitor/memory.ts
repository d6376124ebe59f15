import os from 'node:os';
import v8 from 'node:v8';
import { formatDateTime } from '../../ids.ts';

/** This process's memory, its JavaScript heap and the machine's memory, in bytes. */
export function memoryFigures() {
  const usage = process.memoryUsage();
  const heap = v8.getHeapStatistics();
  const total = os.totalmem();
  const free = os.freemem();
  return {
    time: formatDateTime(),
    uptimeSeconds: Math.round(process.uptime() * 10) / 10,
    nodeVersion: process.version,
    process: {
      rss: usage.rss,
      heapTotal: usage.heapTotal,
      heapUsed: usage.heapUsed,
      external: usage.external,
      arrayBuffers: usage.arrayBuffers,
    },
    heap: {
      totalHeapSize: heap.total_heap_size,
      usedHeapSize: heap.used_heap_size,
      heapSizeLimit: heap.heap_size_limit,
      totalAvailableSize: heap.total_available_size,
      mallocedMemory: heap.malloced_memory,
      usedPercent: Math.round((heap.used_heap_size / heap.heap_size_limit) * 10_000) / 100,
      spaces: v8.getHeapSpaceStatistics().map((space) => ({
        name: space.space_name,
        size: space.space_size,
        used: space.space_used_size,
        available: space.space_available_size,
      })),
    },
    system: {
      total,
      free,
      used: total - free,
      usedPercent: total === 0 ? 0 : Math.round(((total - free) / total) * 10_000) / 100,
    },
  };
}
