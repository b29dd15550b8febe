// The regions of the points on this device, with how many points each has (the points worker's catalog).
import { useWorkerAnswer } from '../../points';

export const usePointRegions = () => useWorkerAnswer((w) => w.regions(), []);
