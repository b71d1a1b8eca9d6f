@implementation A
- (void)f {
  [a b:[a b:[a b:c]]];
}
@end
