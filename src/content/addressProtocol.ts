/**
 * The scheme an address leads to as a browser reads it (`javascript:`, `https:`), or none for text
 * that is no address. The URL parser drops the tabs, line breaks and spaces that can hide a
 * scheme; anything relative resolves against a stand-in https page.
 */
export function protocolOf(address: string): string | undefined {
  try {
    return new URL(address, 'https://page.invalid/').protocol;
  } catch {
    return undefined;
  }
}
