// Shard 2 of the isolation matrix's cases (tests/security/tenant/matrix.ts).
import { describeShard } from "./tenant/matrix";

await describeShard(2);
