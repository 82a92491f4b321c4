import type { Redis } from 'ioredis';

/** Kills the subscribing connection named `name` (CLIENT KILL ID), as an operator or a fault would. */
export async function killSubscriber(admin: Redis, name: string): Promise<void> {
  const clients = (await admin.client('LIST')) as string;
  const line = clients
    .split('\n')
    .find((client) => client.includes(`name=${name} `) && /\bsub=[1-9]/.test(client));
  const id = line && /\bid=(\d+)/.exec(line)?.[1];
  if (!id) throw new Error(`no subscribing connection named ${name}:\n${clients}`);
  await admin.client('KILL', 'ID', id);
}
