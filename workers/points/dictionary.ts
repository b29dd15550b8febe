// Repeated texts of the points catalog (delivery service, city, hours) kept once each: a point holds the
// small number of its value.
import { foldText } from '../../src/contract/point-filter';

/** Repeated strings kept once: each value gets a small number. */
export class Dictionary {
  values: string[] = [];
  private index = new Map<string, number>();
  private foldedValues: string[] = [];
  /** The values folded for comparison, folded once each (a filter reads them at every change). */
  get folded(): string[] {
    for (let n = this.foldedValues.length; n < this.values.length; n++) this.foldedValues.push(foldText(this.values[n]));
    return this.foldedValues;
  }
  constructor(values: string[] = []) {
    values.forEach((v) => this.id(v));
  }
  id(value: string): number {
    let n = this.index.get(value);
    if (n === undefined) {
      n = this.values.push(value) - 1;
      this.index.set(value, n);
    }
    return n;
  }
}
