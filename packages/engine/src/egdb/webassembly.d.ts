/**
 * The part of the WebAssembly JavaScript API that the builder's kernel (`kernel.ts`) uses. Node 20
 * and every browser have it; TypeScript declares it only in its DOM library, which the engine's
 * own type check leaves out (the web app's has it).
 */
declare namespace WebAssembly {
  interface MemoryDescriptor {
    /** Pages of 64 KiB at the start. */
    initial: number;
    /** Most pages it may grow to. */
    maximum?: number;
    /** Shared between threads (its buffer is a SharedArrayBuffer). */
    shared?: boolean;
  }
  class Memory {
    constructor(descriptor: MemoryDescriptor);
    readonly buffer: ArrayBuffer | SharedArrayBuffer;
  }
  /** A compiled module. */
  interface Module {
    readonly [Symbol.toStringTag]: 'WebAssembly.Module';
  }
  const Module: new (bytes: ArrayBufferView | ArrayBuffer) => Module;
  class Instance {
    constructor(module: Module, imports?: Record<string, Record<string, unknown>>);
    readonly exports: Record<string, unknown>;
  }
}
