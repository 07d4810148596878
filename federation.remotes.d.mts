export type RemoteName = 'mf_catalog' | 'mf_promotions' | 'mf_account' | 'mf_admin';
export interface Remote {
  readonly name: RemoteName;
  readonly workspace: string;
  readonly port: number;
  readonly delivery: 'hosting' | 'admin-gate';
}
export declare const REMOTES: readonly Remote[];
export declare const SHELL_PORT: number;
export declare function remoteNamed(name: RemoteName): Remote;
